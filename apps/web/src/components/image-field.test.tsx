import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_UPLOAD } from '@studydesk/contract';
import {
  IMAGE_RULES_TEXT,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
  type ImageValue,
} from '../lib/image-upload';
import { PREVIEW_URL, pickedFile, stubObjectUrls } from '../lib/test-page';
import { ImageField } from './image-field';

let changes: ImageValue[];
function Host({ initial = null }: { initial?: ImageValue }) {
  const [value, setValue] = useState<ImageValue>(initial);
  return (
    <ImageField
      label="Flag"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function renderField(initial?: ImageValue) {
  render(<Host initial={initial} />);
  return userEvent.setup({ applyAccept: false });
}

beforeEach(() => {
  changes = [];
  stubObjectUrls();
});

describe('image field', () => {
  it('states the rules and offers a keyboard-reachable button', async () => {
    const user = renderField();
    const input = screen.getByLabelText('Flag');
    expect(input).toHaveAccessibleDescription(IMAGE_RULES_TEXT);
    expect(IMAGE_RULES_TEXT).toBe('Images up to 5 MB: JPEG, PNG, WebP, GIF');
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('refuses a file that is not an image, with a message, and keeps the value', async () => {
    const user = renderField();
    await user.upload(
      screen.getByLabelText('Flag'),
      pickedFile('notes.pdf', 64, 'application/pdf'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TYPE_ERROR);
    expect(screen.getByLabelText('Flag')).toHaveAttribute('aria-invalid', 'true');
    expect(changes).toEqual([]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses an image over 5 MB before anything is sent', async () => {
    const user = renderField();
    const big = pickedFile('huge.png', IMAGE_UPLOAD.maxBytes + 1);
    await user.upload(screen.getByLabelText('Flag'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_SIZE_ERROR);
    expect(changes).toEqual([]);
  });

  it('accepts an image of exactly 5 MB and shows its preview', async () => {
    const user = renderField();
    const file = pickedFile('flag.png', IMAGE_UPLOAD.maxBytes);
    await user.upload(screen.getByLabelText('Flag'), file);
    expect(changes).toEqual([file]);
    expect(await screen.findByRole('img', { name: 'New flag preview' })).toHaveAttribute(
      'src',
      PREVIEW_URL,
    );
    expect(screen.getByText('flag.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the stored image and goes back to it when the new one is removed', async () => {
    const user = renderField('/uploads/a.webp');
    expect(screen.getByRole('img', { name: 'Current flag' })).toHaveAttribute(
      'src',
      '/uploads/a.webp',
    );
    await user.upload(screen.getByLabelText('Flag'), pickedFile());
    expect(await screen.findByRole('img', { name: 'New flag preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove new image' }));
    expect(changes.at(-1)).toBe('/uploads/a.webp');
    expect(screen.getByRole('img', { name: 'Current flag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
  });

  it('takes a file dropped on it, and checks it the same way', () => {
    renderField();
    const zone = screen
      .getByText('Drag an image here, or choose one')
      .closest('div')!.parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pickedFile('a.gif', 10, 'image/gif')] } });
    expect(changes).toHaveLength(1);
    fireEvent.drop(zone, { dataTransfer: { files: [pickedFile('a.svg', 10, 'image/svg+xml')] } });
    expect(changes).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_TYPE_ERROR);
  });

  it('puts a form or server error under the field', () => {
    render(
      <ImageField
        label="Image"
        value={null}
        onChange={() => undefined}
        error="The image is too large: the limit is 5 MB"
      />,
    );
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      'The image is too large: the limit is 5 MB',
    );
  });
});

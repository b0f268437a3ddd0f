import { render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as library from '@ant-design/icons';
import { describe, expect, it } from 'vitest';
import type { IconProps } from './ant-icon';

type IconModule = Record<string, ComponentType<IconProps>>;

const ours = import.meta.glob<IconModule>('./*-{outlined,filled}.ts', { eager: true });
const theirs = library as unknown as Partial<IconModule>;

/** The library's component of the same name. */
function libraryIcon(name: string) {
  const icon = theirs[name];
  if (!icon) throw new Error(`the icon library has no ${name}`);
  return icon;
}

const markup = (Icon: ComponentType<IconProps>, props: IconProps = {}) =>
  render(<Icon {...props} />).container.innerHTML;

describe('the icons drawn from their path data', () => {
  const icons = Object.values(ours).flatMap((module) => Object.entries(module));

  it('covers every icon module', () => {
    expect(icons.length).toBe(Object.keys(ours).length);
    expect(icons.length).toBeGreaterThan(60);
  });

  it.each(icons)('%s renders what the icon library rendered', (name, Icon) => {
    expect(markup(Icon)).toBe(markup(libraryIcon(name)));
  });

  it('keeps a class and a style given, and the accessible name', () => {
    const [, Icon] = icons.find(([name]) => name === 'SearchOutlined') ?? [];
    if (!Icon) throw new Error('SearchOutlined is missing');
    const props = { className: 'extra', style: { fontSize: 18 } };
    expect(markup(Icon, props)).toBe(markup(libraryIcon('SearchOutlined'), props));
    const { container } = render(<Icon />);
    expect(within(container).getByRole('img', { name: 'search' })).toBeInTheDocument();
  });
});

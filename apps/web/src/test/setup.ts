import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadDateInput } from '../components/lazy-date-input';
import { loadTooltip } from '../components/lazy-popup';
import { dropTestStyles } from './test-styles';

// findBy* and waitFor wait for a state; their timeout only bounds a failure. The default
// (1 s) is shorter than a render takes on a busy CI machine, which made passing tests fail.
configure({ asyncUtilTimeout: 10_000 });

// Date fields load their picker on demand, and a tooltip's element is drawn again once its code
// is in: both loaded ahead, so a form's fields render at once and a button found is the one
// clicked (a click on the button drawn before the tooltip came in reached nothing).
beforeAll(() => Promise.all([loadDateInput(), loadTooltip()]));

afterEach(() => {
  cleanup();
  dropTestStyles();
  localStorage.clear();
});

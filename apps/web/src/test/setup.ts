import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadDateInput } from '../components/lazy-date-input';
import { dropTestStyles } from './test-styles';

// findBy* and waitFor wait for a state; their timeout only bounds a failure. The default
// (1 s) is shorter than a render takes on a busy CI machine, which made passing tests fail.
configure({ asyncUtilTimeout: 10_000 });

// Date fields load their picker on demand; loaded ahead here so a form's fields render at once.
beforeAll(loadDateInput);

afterEach(() => {
  cleanup();
  dropTestStyles();
  localStorage.clear();
});

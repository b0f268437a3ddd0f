import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a state; on a shared, loaded machine a lazy page can take seconds to
// load, so the cap is generous (a passing test returns as soon as the state is there).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

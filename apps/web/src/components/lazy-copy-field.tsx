import { lazy } from 'react';

/**
 * The copy field (and MUI's text field it draws with) loads when a screen first shows one. Each
 * user imports it through this: a static import from one of them let Rollup merge the small
 * field into a chunk every list loads (the list confirmation's), text field groups and all.
 */
export const LazyCopyField = /* @__PURE__ */ lazy(() =>
  import('./copy-field').then((m) => ({ default: m.CopyField })),
);

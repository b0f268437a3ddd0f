/**
 * The price list's cache tag: every fee write invalidates it, and the invoice dialog's price list
 * provides it too, so a service added or repriced shows in the next invoice without a reload.
 */
export const FEE_LIST_TAG = { type: 'Fee', id: 'list' } as const;

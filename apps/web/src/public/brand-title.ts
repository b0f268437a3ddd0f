import { createContext } from 'react';

/**
 * Tells the public screens' root whose page is on screen (the name its frame shows, '' while
 * not known), so the browser tab says it too.
 */
export const BrandTitle = createContext<(brand: string) => void>(() => undefined);

import { api } from './api';

/**
 * The dashboard's figures' cache tag: the live stream's events (a new enquiry, an import, a
 * hand-over, a follow-up changed) make an open dashboard ask again, at most once per
 * `FIGURES_EVERY_MS` however many arrive; a dashboard not on screen asks when it opens.
 */
export const FIGURES_TAG = { type: 'figures', id: 'LIVE' } as const;
export const figuresTagged = api.enhanceEndpoints({ addTagTypes: [FIGURES_TAG.type] });
export const FIGURES_EVERY_MS = 3000;
export const reloadFigures = () => figuresTagged.util.invalidateTags([FIGURES_TAG]);

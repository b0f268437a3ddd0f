import { z } from 'zod';
import { id } from '../common/fields';

/**
 * An office filter on a read (a list, the board, Due, the dashboard, the funnel, commission,
 * search): admins and multi-office managers pick one ("All offices": unset). One not theirs
 * shows nothing; by-id reads never take it.
 */
export const OfficeFilterSchema = z.object({ office: id('Office').optional() });

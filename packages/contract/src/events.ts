/** Live events (ARCHITECTURE §6). Each has a numeric id, usable as Last-Event-ID. */
/** `assigned` (issue 10) goes only to the new owner's streams. */
export const EVENT_TYPES = ['newEnquiry', 'assigned'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const STREAM_PATH = '/enquiries/stream';
export const HEARTBEAT_MS = 25_000;
/**
 * Sent instead of a replay the server cannot give (the client is too far behind, or its
 * Last-Event-ID is unknown): the client reloads its lists. Its id is the newest event's.
 */
export const STREAM_RELOAD = 'reload';

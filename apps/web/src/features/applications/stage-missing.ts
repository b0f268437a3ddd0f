// The refusal's schema, loaded when a move is first refused (use-stage-move.tsx): the board's
// first load carries no zod.
export { StageMissingSchema } from '@studydesk/contract';

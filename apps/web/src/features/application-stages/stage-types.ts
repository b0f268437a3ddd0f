import type { ApplicationStage } from '@studydesk/contract';

export type Direction = 'up' | 'down';

/** What a stage's row can ask of the page. */
export type StageRowActions = {
  move: (stage: ApplicationStage, dir: Direction) => void;
  /** Resolves whether the change was saved. */
  note: (stage: ApplicationStage, requiresNote: boolean) => Promise<boolean>;
  rename: (stage: ApplicationStage) => void;
  retire: (stage: ApplicationStage) => void;
  /** Keeps a row's Move button, so the focus can follow the stage it moved. */
  buttonRef: (key: string, dir: Direction) => (el: HTMLButtonElement | null) => void;
};

import type { SessionType } from '@studydesk/contract';

export const MODE_LABELS: Record<SessionType['mode'], string> = {
  online: 'Online (video call)',
  office: 'At an office',
};

/** "30 min · Online (video call)": how long, and where. */
export const sessionSummary = (t: Pick<SessionType, 'minutes' | 'mode'>) =>
  `${t.minutes} min · ${MODE_LABELS[t.mode]}`;

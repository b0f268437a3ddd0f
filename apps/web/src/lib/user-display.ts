import type { SessionUser } from '@studydesk/contract';

/** Shipped in public/; shown when the user has no picture of their own. */
export const DEFAULT_AVATAR = '/avatar-default.svg';

export const nameOf = (user: SessionUser | null) =>
  user ? `${user.fname} ${user.lname}`.trim() : '';
export const avatarOf = (user: SessionUser | null) => (user?.image ? user.image : DEFAULT_AVATAR);

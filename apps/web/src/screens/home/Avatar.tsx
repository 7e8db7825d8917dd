import type { User } from '@hearth/contract';

import { DEFAULT_AVATAR_COLOR } from '../../theme/avatarColors.ts';

/** A round badge in the user's colour with the first letter of their name. */
export function Avatar({ user, size = 44 }: { user: User | null; size?: number }) {
  const letter = (user?.name || user?.email || '?').trim().charAt(0).toUpperCase();
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        background: user?.avatar_color ?? DEFAULT_AVATAR_COLOR,
      }}
    >
      {letter}
    </span>
  );
}

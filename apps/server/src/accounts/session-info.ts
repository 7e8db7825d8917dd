import type { SessionInfo } from '@hearth/contract';

import { deviceName } from './device-name.ts';
import type { SessionRow } from './sessions-repository.ts';

/** The contract's SessionInfo, built field by field so the token hash can never leak. */
export function toSessionInfo(
  row: SessionRow,
  context: { currentId: string | null; endsAt: Date },
): SessionInfo {
  return {
    id: row.id,
    device: deviceName(row.userAgent),
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: context.endsAt.toISOString(),
    current: row.id === context.currentId,
  };
}

// Who the scale bench signs in as: the first seeded users, each with their ten characters.
import pg from 'pg';

import { characterIdSql, FULL_SCALE, seededToken, userIdSql } from './seed-scale.ts';

export interface BenchIdentity {
  token: string;
  characterId: string;
}

/**
 * Signs in users 1..`users` of a seeded database (a session each, as a login would make) and
 * answers each one's characters. The same users and characters exist at every scale, so the
 * small and the large database are measured with the same number of rows in play and the same
 * contention; only the size of the tables around them differs. In the large database those
 * characters lie scattered through the table (character n belongs to user (n - 1) % users + 1).
 */
export async function signInSeededUsers(url: string, users: number): Promise<BenchIdentity[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const total = await client.query<{ count: string }>(`SELECT count(*) FROM users`);
    const seeded = Number(total.rows[0]!.count);
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, user_agent, expires_at)
       SELECT ${userIdSql('n')}, encode(sha256(convert_to('scale-session-' || n, 'UTF8')), 'hex'),
              'bench', now() + interval '1 day'
       FROM generate_series(1, $1::int) n
       ON CONFLICT (token_hash) DO NOTHING`,
      [users],
    );
    const { rows } = await client.query<{ n: number; id: string }>(
      `SELECT u AS n, ${characterIdSql('u + k * $2')} AS id
       FROM generate_series(1, $1::int) u, generate_series(0, $3::int - 1) k
       ORDER BY k, u`,
      [users, seeded, FULL_SCALE.charactersPerUser],
    );
    return rows.map((row) => ({ token: seededToken(row.n), characterId: row.id }));
  } finally {
    await client.end();
  }
}

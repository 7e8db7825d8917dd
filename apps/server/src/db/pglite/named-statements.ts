import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';

/** Beyond this many distinct statements, further ones run as PGlite runs them (unnamed). */
const MAX_STATEMENTS = 256;

interface Statement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when parsing the statement. */
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite with server-side prepared statements. Its `query` sends each statement unnamed, in
 * six calls into the WebAssembly engine (parse, describe, bind, describe, execute, sync), so
 * PostgreSQL parses and plans it anew every time, and Drizzle's `.prepare(name)` does nothing
 * on this driver. Here a parameterised statement is parsed once under a name; each run is then
 * one call (bind, describe, execute, sync): measured on PGlite 0.5, about a third of the CPU
 * time of a primary-key read.
 *
 * The client handed to Drizzle: `query` outside a transaction takes both of PGlite's locks as
 * its own `query` does; inside `transaction` the transaction's. Statements without parameters
 * (migrations, `select 1`), with a blob, or beyond {@link MAX_STATEMENTS}, take PGlite's path.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();

  /** Parses the statement under a name (under the query lock); null when none is kept. */
  async function statementFor(text: string, options?: QueryOptions): Promise<Statement | null> {
    const known = statements.get(text);
    if (known || statements.size >= MAX_STATEMENTS) return known ?? null;
    const name = `hearth_${statements.size}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({
          name,
          text,
          ...(options?.paramTypes ? { types: options.paramTypes } : {}),
        }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const described = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = { name, paramTypes: described?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    return statement;
  }

  /** Runs a statement under the query lock: null when it takes PGlite's own path. */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T> | null> {
    try {
      const statement = await statementFor(text, options);
      if (!statement) return null;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[index]!;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      // As PGlite's own query reports a failed statement.
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  }

  const eligible = (params: unknown[] | undefined, options: QueryOptions | undefined) =>
    params !== undefined && params.length > 0 && !options?.blob;

  async function query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!eligible(params, options)) return client.query<T>(text, params, options);
    await client._checkReady();
    const result = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const ran = await run<T>(text, params!, options);
        if (ran) await client.syncToFs();
        return ran;
      }),
    );
    return result ?? client.query<T>(text, params, options);
  }

  /** A transaction whose `query` runs named statements too (the transaction lock is held). */
  function inTransaction(tx: Transaction): Transaction {
    const txQuery = async <T>(
      text: string,
      params?: unknown[],
      options?: QueryOptions,
    ): Promise<Results<T>> => {
      if (tx.closed) throw new Error('Transaction is closed');
      if (!eligible(params, options)) return tx.query<T>(text, params, options);
      const ran = await client._runExclusiveQuery(() => run<T>(text, params!, options));
      return ran ?? tx.query<T>(text, params, options);
    };
    return new Proxy(tx, {
      get: (target, property, receiver) =>
        property === 'query' ? txQuery : Reflect.get(target, property, receiver),
    });
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

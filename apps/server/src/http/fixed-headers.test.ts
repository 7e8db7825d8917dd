import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import helmet from 'helmet';
import { describe, expect, it } from 'vitest';

import { helmetOptions, UPLOAD_HELMET } from '../plugins/security-headers.ts';
import { testConfig } from '../test/app.ts';
import { headersSetBy } from './fixed-headers.ts';

/** What helmet's middleware sets on a real response, as @fastify/helmet ran it per request. */
function headersOfARealResponse(options: Parameters<typeof helmet>[0]) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe('the header set built once', () => {
  it.each([
    ['over http', {}],
    [
      'behind https, with sign-in providers',
      {
        PUBLIC_URL: 'https://hearth.example.org',
        GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
        TELEGRAM_BOT_TOKEN: '123456:telegram-test-token',
        TELEGRAM_BOT_NAME: 'hearth_test_bot',
      },
    ],
  ])('is what helmet sets on each response %s', (_name, env) => {
    const options = helmetOptions(testConfig(env));
    const built = headersSetBy(options);
    expect(built).toEqual(headersOfARealResponse(options));
    expect(built['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("is what helmet sets for the uploads' own policy", () => {
    const options = { ...helmetOptions(testConfig()), ...UPLOAD_HELMET };
    expect(headersSetBy(options)).toEqual(headersOfARealResponse(options));
  });
});

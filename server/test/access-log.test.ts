import { Writable } from 'node:stream';
import { productionLoggerOptions } from '../src/lib/log-options';
import { startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

/**
 * The access log (lib/log-options.ts, AccessLogController): one "request completed" line per
 * request carrying the request, the status and the time; "incoming request" only at debug.
 */

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

async function appLogging(level: string) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  const t = await startTestApp(oneDatabaseTarget()[0]!, {
    logger: { ...productionLoggerOptions(level), stream },
  });
  return { t, lines };
}

describe('access log', () => {
  let info: { t: TestApp; lines: Line[] };
  let debug: { t: TestApp; lines: Line[] };
  beforeAll(async () => {
    info = await appLogging('info');
    debug = await appLogging('debug');
  });
  afterAll(async () => {
    await info.t.close();
    await debug.t.close();
  });

  it('writes one line per request at info, with the request, the status and the time', async () => {
    info.lines.length = 0;
    const response = await info.t.app.inject({
      method: 'GET',
      url: '/api/applications/track/NOPE00000000?email=a%40b.example',
    });
    expect(response.statusCode).toBe(404);
    const lines = info.lines.filter((line) => line.reqId !== undefined);
    expect(lines.map((line) => line.msg)).toEqual(['request completed']);
    const [line] = lines;
    expect(line!.req).toMatchObject({
      method: 'GET',
      // the applicant's email is still redacted (security-log-redaction.test.ts)
      url: '/api/applications/track/NOPE00000000?email=[redacted]',
    });
    expect(line!.res).toEqual({ statusCode: 404 });
    expect(line!.responseTime).toBeGreaterThan(0);
    expect(line!.level).toBe(30);
  });

  it('adds the incoming line at debug, so a request that never completes is visible', async () => {
    debug.lines.length = 0;
    await debug.t.app.inject({ method: 'GET', url: '/api/institution' });
    const lines = debug.lines.filter((line) => line.req !== undefined);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
    expect(lines[0]!.level).toBe(20);
  });
});

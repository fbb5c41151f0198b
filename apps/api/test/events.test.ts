/**
 * Announcements between modules (lib/events.ts): every listener is awaited, in the order it
 * began listening, before the emit resolves, so an event announced inside a transaction is heard
 * inside it; a listener's error is the emitter's; a listener registered by several apps is heard
 * once and stays until the last of them stops. The reports module hears an action's status
 * change this way: reports.test.ts posts such a change to the helpdesk.
 */
import { describe, expect, it } from 'vitest';
import { events } from '../src/lib/events';

type Heard = { seen: string[] };
const kit = () => events<{ changed: { seen: string[]; id: number }; other: Heard }>();
const pause = () => new Promise((r) => setTimeout(r, 5));

describe('events', () => {
  it('awaits every listener in order before the emit resolves, each with the payload', async () => {
    const e = kit();
    e.on('changed', async ({ seen, id }) => { await pause(); seen.push(`first ${id}`); });
    e.on('changed', ({ seen, id }) => { seen.push(`second ${id}`); });
    e.on('other', ({ seen }) => { seen.push('other'); });
    const seen: string[] = [];
    await e.emit('changed', { seen, id: 4 });
    expect(seen).toEqual(['first 4', 'second 4']);
  });

  it("fails the emit with a listener's error, and the later listeners are not heard", async () => {
    const e = kit();
    e.on('changed', () => { throw new Error('refused'); });
    e.on('changed', ({ seen }) => { seen.push('later'); });
    const seen: string[] = [];
    await expect(e.emit('changed', { seen, id: 1 })).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('hears a listener registered twice once, until both registrations stop', async () => {
    const e = kit();
    const listener = ({ seen }: Heard) => { seen.push('heard'); };
    const offA = e.on('other', listener);
    const offB = e.on('other', listener);
    const heard = async () => { const seen: string[] = []; await e.emit('other', { seen }); return seen.length; };
    expect(await heard()).toBe(1);
    offA();
    offA();
    expect(await heard()).toBe(1);
    offB();
    expect(await heard()).toBe(0);
  });
});

// Not run: tsc (npm run typecheck) checks an event's name and payload.
export function misnamedEventsDoNotCompile() {
  const e = kit();
  // @ts-expect-error: no such event
  e.on('chaged', () => undefined);
  // @ts-expect-error: the payload lacks id
  return e.emit('changed', { seen: [] });
}

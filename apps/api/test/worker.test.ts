/**
 * The worker kit (lib/worker) over a table of its own, as planned maintenance would use it:
 * each due schedule makes its rows once and moves on, also when two rounds run at the same
 * time (on PostgreSQL on two connections of the pool); a failed make leaves nothing and its schedule due, and
 * stops no other; a make that does not move its schedule on is refused. The polling runs rounds one
 * after the other, goes on after a failed one, and its stop waits for the round under way.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { rows } from '../src/db/sql';
import { makeDue, type DueSource } from '../src/lib/worker/make-due';
import { startPolling } from '../src/lib/worker/polling';
import { freshDatabase } from './helpers/database';

const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;

interface Schedule { id: number; every_days: number; next_due: string }

/** Each schedule makes one job for its due day and moves its due day on by its period. */
const schedules = (fail: (s: Schedule) => boolean = () => false, move = true): DueSource<Schedule> => ({
  table: 'kit_schedules',
  shown: sql`id, every_days, next_due::text as next_due`,
  due: sql`next_due <= current_date`,
  dueAt: sql`next_due`,
  make: async (tx: Db, s: Schedule) => {
    await tx.execute(sql`insert into kit_jobs (schedule_id, due) values (${s.id}, ${s.next_due}::date)`);
    if (fail(s)) throw new Error(`schedule ${s.id} cannot make its job`);
    if (move) await tx.execute(sql`update kit_schedules set next_due = next_due + every_days where id = ${s.id}`);
  },
});

const jobs = () => rows<{ schedule_id: number; due: string }>(db, sql`select schedule_id, due::text as due from kit_jobs order by schedule_id, due`);
const dueOf = async (id: number) => (await rows<{ next_due: string }>(db, sql`select next_due::text as next_due from kit_schedules where id = ${id}`))[0]?.next_due;
const addSchedules = async (n: number, daysAgo = 0) => (await rows<{ id: number }>(db, sql`insert into kit_schedules (every_days, next_due)
  select 7, current_date - ${daysAgo}::int from generate_series(1, ${n}) returning id`)).map((r) => r.id);

beforeAll(async () => {
  await db.execute(sql`create table kit_schedules (id serial primary key, every_days integer not null, next_due date not null)`);
  await db.execute(sql`create table kit_jobs (id serial primary key, schedule_id integer not null, due date not null)`);
});
beforeEach(async () => {
  await db.execute(sql`truncate kit_schedules, kit_jobs restart identity`);
});

describe('makeDue', () => {
  it('makes the rows of each due period once and moves the schedule on; a schedule not yet due makes nothing', async () => {
    const [late, today] = [await addSchedules(1, 10), await addSchedules(1, 0)].flat();
    await db.execute(sql`insert into kit_schedules (every_days, next_due) values (7, current_date + 1)`);
    // The late one makes each period it missed (10 and 3 days ago), each once; today's one.
    expect(await makeDue(db, schedules())).toEqual({ made: 3, failed: [] });
    expect(await makeDue(db, schedules())).toEqual({ made: 0, failed: [] });
    const made = await jobs();
    expect(made.map((j) => j.schedule_id)).toEqual([late, late, today]);
    expect(new Set(made.map((j) => `${j.schedule_id} ${j.due}`)).size).toBe(made.length);
  });

  it('makes each period once when two rounds run at the same time', async () => {
    await addSchedules(30);
    // On PostgreSQL each round's transactions take a connection of the pool: the rows are claimed for real.
    const [a, b] = await Promise.all([makeDue(db, schedules()), makeDue(db, schedules())]);
    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    expect(a.made + b.made).toBe(30);
    const made = await jobs();
    expect(made).toHaveLength(30);
    expect(new Set(made.map((j) => j.schedule_id)).size).toBe(30);
  });

  it('a failed make leaves nothing and its schedule due, and the other schedules are made', async () => {
    const [bad, good] = await addSchedules(2);
    const before = await dueOf(bad);
    const round = await makeDue(db, schedules((s) => s.id === bad));
    expect(round.made).toBe(1);
    expect(round.failed).toEqual([{ id: bad, error: expect.objectContaining({ message: `schedule ${bad} cannot make its job` }) }]);
    expect((await jobs()).map((j) => j.schedule_id)).toEqual([good]);
    expect(await dueOf(bad)).toBe(before);
    // Due again in the next round, made once it can be.
    expect(await makeDue(db, schedules())).toEqual({ made: 1, failed: [] });
    expect((await jobs()).map((j) => j.schedule_id)).toEqual([bad, good]);
  });

  it('refuses a make that does not move its schedule on: nothing of it is kept', async () => {
    const [id] = await addSchedules(1);
    const round = await makeDue(db, schedules(undefined, false));
    expect(round.made).toBe(0);
    expect(round.failed).toEqual([{ id, error: expect.objectContaining({ message: expect.stringContaining('must move its due time on') }) }]);
    expect(await jobs()).toEqual([]);
  });

  it('makes at most the limit a round, the rest in the next', async () => {
    await addSchedules(5);
    expect(await makeDue(db, schedules(), 3)).toEqual({ made: 3, failed: [] });
    expect(await makeDue(db, schedules(), 3)).toEqual({ made: 2, failed: [] });
  });
});

describe('startPolling', () => {
  const logged: string[] = [];
  const log = { error: (_: unknown, message: string) => { logged.push(message); } } as unknown as FastifyBaseLogger;
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(done()).toBe(true);
  };

  it('runs its rounds one after the other, goes on after a failed one, and stop waits for the round under way', async () => {
    let running = 0;
    let most = 0;
    let rounds = 0;
    let release: (() => void) | null = null;
    const polling = startPolling({
      what: 'kit jobs', everyMs: 5, log,
      round: async () => {
        rounds += 1;
        running += 1;
        most = Math.max(most, running);
        try {
          if (rounds === 2) throw new Error('a bad round');
          if (rounds === 4) await new Promise<void>((r) => { release = r; });
          else await new Promise((r) => setTimeout(r, 2));
          return 1;
        } finally {
          running -= 1;
        }
      },
    });
    await until(() => release !== null);
    expect(logged).toEqual(['kit jobs: a round failed']);
    let stopped = false;
    const stopping = polling.stop().then(() => { stopped = true; });
    await new Promise((r) => setTimeout(r, 30));
    // The fourth round is still under way: stop has not returned.
    expect(stopped).toBe(false);
    (release as unknown as () => void)();
    await stopping;
    await new Promise((r) => setTimeout(r, 30));
    expect(rounds).toBe(4);
    expect(most).toBe(1);
  });
});

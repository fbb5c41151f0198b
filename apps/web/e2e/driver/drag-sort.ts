/** Drag-sort tables: the 'Sorteren' switch, a row's handle, and moving it by keyboard, mouse or finger. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The sort switch ('Sorteren') of the drag-sort card `scope`. */
export function sortSwitch(scope: Locator): Locator {
  return scope.getByRole('switch', { name: 'Sorteren', exact: true });
}

/** The drag handle of row `name` in a drag-sort table (present only while sorting is on). */
export function dragHandle(scope: Locator, name: string): Locator {
  return scope.getByRole('button', { name: `Versleep ${name}`, exact: true });
}

/**
 * Moves row `name` of a drag-sort table with the keyboard: focus its handle, Space to pick it
 * up, `steps` arrow presses (down when positive, up when negative), Space to drop. Each key
 * waits for @dnd-kit to be ready for it, as a user waits for the screen reader's word:
 * - after the pick-up, for its first "moved over" announcement (the row over itself). @dnd-kit
 *   measures the rows after the pick-up; an arrow pressed before that finds no row to move
 *   over and is dropped, and that first announcement then looked like the arrow's answer;
 * - after each arrow, for the announcement of a row other than the one it was over. On a loaded
 *   machine, after a reload, an arrow was still dropped now and then (the row stayed over
 *   itself, announced so, for 10 s): as a user would, the arrow is pressed again, at most
 *   twice more, and only while the announcement says the row has not moved, so a row never
 *   moves twice for one step.
 */
export async function keyboardMove(page: Page, scope: Locator, name: string, steps: number): Promise<void> {
  const handle = dragHandle(scope, name);
  const announced = page.locator('[id^="DndLiveRegion-"]').filter({ hasText: /draggable item/i });
  const area = async () => overArea((await announced.textContent()) ?? '');
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(announced).toHaveText(/was moved over droppable area /);
  for (let i = 0; i < Math.abs(steps); i++) {
    const over = await area();
    const moved = async () => {
      const now = await area();
      return now !== '' && now !== over;
    };
    for (let press = 0; press < 3 && !(await moved()); press++) {
      if (press > 0) expect(await area(), 'an arrow is pressed again only while the row has not moved').toBe(over);
      await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
      await expect.poll(moved, { timeout: 3_000 }).toBe(true).catch(() => undefined);
    }
    expect(await moved(), `${name} moved over another row`).toBe(true);
  }
  await page.keyboard.press('Space');
}

/** The droppable area a @dnd-kit announcement says the row is over ('' when it names none). */
function overArea(announcement: string): string {
  return /was moved over droppable area (.+?)\.?$/.exec(announcement.trim())?.[1] ?? '';
}

/** Drags row `name`'s handle with the mouse onto row `target` (pressed, moved in steps, released). */
export async function mouseDrag(page: Page, scope: Locator, name: string, target: Locator): Promise<void> {
  const { x, fromY, toY } = await dragLine(scope, name, target);
  await page.mouse.move(x, fromY);
  await page.mouse.down();
  await page.mouse.move(x, fromY + 4, { steps: 2 });
  await page.mouse.move(x, toY, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** Where a drag of row `name`'s handle onto `target` goes, in viewport coordinates. */
async function dragLine(scope: Locator, name: string, target: Locator): Promise<{ x: number; fromY: number; toY: number }> {
  // Pointers work in viewport coordinates: bring the rows in view before measuring them.
  await target.scrollIntoViewIfNeeded();
  await dragHandle(scope, name).scrollIntoViewIfNeeded();
  const from = await dragHandle(scope, name).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error(`no box for the drag of ${name}`);
  return { x: from.x + from.width / 2, fromY: from.y + from.height / 2, toY: to.y + to.height / 2 };
}

/**
 * Drags the handle of row `name` onto `target` with a finger: touch events through the
 * DevTools protocol, as a touch screen sends them (the page must run with hasTouch). Chromium
 * starts to pan under them and cancels the pointer events, as a phone may: the drag must hold.
 */
export async function touchDrag(page: Page, scope: Locator, name: string, target: Locator): Promise<void> {
  const { x, fromY, toY } = await dragLine(scope, name, target);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', fromY);
  for (let step = 1; step <= 12; step += 1) {
    await touch('touchMove', fromY + ((toY - fromY) * step) / 12);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(150);
  await touch('touchEnd', toY);
  await cdp.detach();
}

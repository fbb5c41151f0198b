import { describe, expect, it, vi } from 'vitest';
import { resetDraw, stopDraw } from './draw';

/** An editor as terra-draw keeps it: every call but `enabled` throws once it is stopped. */
function editor(enabled: boolean) {
  const refuse = () => { if (!state.enabled) throw new Error('Terra Draw is not enabled'); };
  const state = {
    enabled,
    setMode: vi.fn(refuse),
    clear: vi.fn(refuse),
    stop: vi.fn(() => { refuse(); state.enabled = false; }),
  };
  return state;
}

describe('the draw kit stops and resets in any state', () => {
  it('resets a running editor to the static mode and clears it', () => {
    const draw = editor(true);
    resetDraw(draw);
    expect(draw.setMode).toHaveBeenCalledWith('static');
    expect(draw.clear).toHaveBeenCalled();
  });

  it('leaves a stopped editor alone: the map went first', () => {
    const draw = editor(false);
    expect(() => resetDraw(draw)).not.toThrow();
    expect(draw.setMode).not.toHaveBeenCalled();
  });

  it('stops once; a second stop does nothing', () => {
    const draw = editor(true);
    stopDraw(draw);
    expect(() => stopDraw(draw)).not.toThrow();
    expect(draw.stop).toHaveBeenCalledTimes(1);
  });
});

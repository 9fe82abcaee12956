import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropHeldTasks, holdUntilScheduled } from './tasks-emulator.mjs';

/** A stand-in of the emulator's TaskQueueController: what it queues, in order. */
function aController() {
  class Controller {
    queues = { q: {} };
    queued = [];
    enqueue(key, task) {
      if (!this.queues[key]) throw new Error('Queue does not exist');
      this.queued.push(task.name);
    }
  }
  return Controller;
}

describe('holdUntilScheduled', () => {
  afterEach(() => {
    dropHeldTasks();
    vi.useRealTimers();
  });

  it('queues a task at its scheduleTime, not before', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const Controller = aController();
    holdUntilScheduled(Controller);
    const controller = new Controller();
    controller.enqueue('q', { name: 'later', scheduleTime: new Date(1_000_000 + 5_000).toISOString() });
    controller.enqueue('q', { name: 'now' });
    expect(controller.queued).toEqual(['now']);
    vi.advanceTimersByTime(4_999);
    expect(controller.queued).toEqual(['now']);
    vi.advanceTimersByTime(1);
    expect(controller.queued).toEqual(['now', 'later']);
  });

  it('queues a task that is due, or whose time is not a time, at once; refuses an unknown queue as before', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const Controller = aController();
    holdUntilScheduled(Controller);
    holdUntilScheduled(Controller); // patched once
    const controller = new Controller();
    controller.enqueue('q', { name: 'due', scheduleTime: new Date(999_000).toISOString() });
    controller.enqueue('q', { name: 'odd', scheduleTime: 'soon' });
    expect(controller.queued).toEqual(['due', 'odd']);
    expect(() => controller.enqueue('none', { name: 'x', scheduleTime: new Date(2_000_000).toISOString() })).toThrow(
      'Queue does not exist',
    );
  });

  it('drops the tasks still held when the emulator stops', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const Controller = aController();
    holdUntilScheduled(Controller);
    const controller = new Controller();
    controller.enqueue('q', { name: 'later', scheduleTime: new Date(1_010_000).toISOString() });
    dropHeldTasks();
    vi.advanceTimersByTime(20_000);
    expect(controller.queued).toEqual([]);
  });
});

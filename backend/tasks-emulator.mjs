// The Cloud Tasks emulator of firebase-tools, for the functions that run later (issue 85: a
// person's viewing news gathered for minutes, then sent as one e-mail). The Functions emulator
// registers each `onTaskDispatched` function's queue with it, and the functions' Admin SDK enqueues
// to it (CLOUD_TASKS_EMULATOR_HOST, set for their workers while it runs).
//
// Cloud Tasks runs a task at its `scheduleTime` (`scheduleDelaySeconds` when it is enqueued); the
// emulator runs every task at once. `holdUntilScheduled` makes it wait, as the real service does,
// so that a delay behaves locally as in production.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { TasksEmulator, TaskQueueController } = require('firebase-tools/lib/emulator/tasksEmulator');

/** Timers of the tasks still held, cleared when the emulator stops. */
const held = new Set();

/**
 * Makes `Controller` (the emulator's TaskQueueController) hold each task whose `scheduleTime` is
 * ahead until then (once; a task due or without one is queued at once, as before).
 * @param {{ prototype: { enqueue: (key: string, task: { scheduleTime?: string }) => void; queues: Record<string, unknown> } }} Controller
 * @param {() => number} [now]
 */
export function holdUntilScheduled(Controller, now = Date.now) {
  const enqueue = Controller.prototype.enqueue;
  if (enqueue.holdsScheduled) return;
  const holding = function (key, task) {
    const wait = Date.parse(task?.scheduleTime ?? '') - now();
    if (!(wait > 0)) return enqueue.call(this, key, task);
    if (!this.queues[key]) throw new Error('Queue does not exist');
    const timer = setTimeout(() => {
      held.delete(timer);
      enqueue.call(this, key, task);
    }, wait);
    timer.unref?.();
    held.add(timer);
  };
  holding.holdsScheduled = true;
  Controller.prototype.enqueue = holding;
}

/** Forgets the tasks still held (the emulator is stopping). */
export function dropHeldTasks() {
  for (const timer of held) clearTimeout(timer);
  held.clear();
}

/** A Cloud Tasks emulator at `host`:`port` that holds tasks until their time. */
export function tasksEmulator({ host, port }) {
  holdUntilScheduled(TaskQueueController);
  const emulator = new TasksEmulator({ host, port });
  const stop = emulator.stop.bind(emulator);
  emulator.stop = async () => {
    dropHeldTasks();
    await stop();
  };
  return emulator;
}

import { CommandQueueLimits } from '@fleetdeck/model';

/** Who sent a command, for fairness and caps: `operator:<id>` for a person (stream and REST alike), `server` for the server's own. */
export type CommandSender = string;

/** The sender of commands the server sends on its own (a camera turned off after its last viewer left). */
export const SERVER_SENDER: CommandSender = 'server';

/** The sender key of an operator: every stream socket and REST call of theirs share it. */
export function operatorSender(operatorId: number): CommandSender {
  return `operator:${operatorId}`;
}

/**
 * Waiting commands per sender over every robot, so no sender holds more than its share of the
 * server's memory. The server's own commands are not counted: they come one per robot at most (a
 * camera turned off after its last viewer left) and must not be refused because many robots are busy.
 */
export class SenderQuota {
  private readonly waiting = new Map<CommandSender, number>();

  constructor(private readonly perSender: number = CommandQueueLimits.perSender) {}

  /** Counts one more waiting command of `sender`; false (nothing counted) when it is at its cap. */
  take(sender: CommandSender): boolean {
    if (sender === SERVER_SENDER) return true;
    const n = this.waiting.get(sender) ?? 0;
    if (n >= this.perSender) return false;
    this.waiting.set(sender, n + 1);
    return true;
  }

  /** A waiting command of `sender` left the queue (sent, cancelled or answered offline). */
  give(sender: CommandSender): void {
    if (sender === SERVER_SENDER) return;
    const n = (this.waiting.get(sender) ?? 0) - 1;
    if (n <= 0) this.waiting.delete(sender);
    else this.waiting.set(sender, n);
  }
}

/**
 * The commands waiting for one robot: one FIFO per sender, served in turn (round-robin), so a
 * sender with hundreds waiting delays another sender's command by at most one of theirs. Bounded
 * per robot and, through the shared quota, per sender; `push` answers false when either is full.
 */
export class FairCommandQueue<T> {
  // Insertion order is the turn order: the sender served moves to the back.
  private readonly bySender = new Map<CommandSender, T[]>();
  private size = 0;

  constructor(
    private readonly quota: SenderQuota = new SenderQuota(),
    private readonly perRobot: number = CommandQueueLimits.perRobot,
  ) {}

  /** Number of commands waiting. */
  get length(): number {
    return this.size;
  }

  /** Adds a command of `sender`; false (not added) when the robot's or the sender's waiting commands are at their cap. */
  push(sender: CommandSender, item: T): boolean {
    if (this.size >= this.perRobot || !this.quota.take(sender)) return false;
    let list = this.bySender.get(sender);
    if (!list) this.bySender.set(sender, (list = []));
    list.push(item);
    this.size++;
    return true;
  }

  /** The next command: the oldest of the sender whose turn it is. */
  shift(): T | undefined {
    for (const [sender, list] of this.bySender) {
      const item = list.shift();
      this.bySender.delete(sender);
      if (item === undefined) continue;
      if (list.length > 0) this.bySender.set(sender, list);
      this.size--;
      this.quota.give(sender);
      return item;
    }
    return undefined;
  }

  /** Empties the queue (a stop, or the robot went away); answers what waited, oldest of each sender first. */
  drain(): T[] {
    const items: T[] = [];
    for (const [sender, list] of this.bySender) {
      for (const item of list) {
        items.push(item);
        this.quota.give(sender);
      }
    }
    this.bySender.clear();
    this.size = 0;
    return items;
  }
}

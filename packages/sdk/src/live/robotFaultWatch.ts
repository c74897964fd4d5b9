import type { LiveStream } from './liveStream.js';
import { getLiveStream } from './pageLiveStream.js';
import { RobotFaultTracker, type RobotFault, type RobotFaultNews } from './robotFaultTracker.js';

/**
 * Watches every robot the user may see for faults while someone asks (the header's alert counter):
 * follows all their buildings on the page's one stream and runs each change through a tracker.
 */
export class RobotFaultWatch {
  private tracker = new RobotFaultTracker();
  private users = 0;
  private stopFollowing: (() => void) | null = null;
  private readonly listListeners = new Set<() => void>();
  private readonly newsListeners = new Set<(news: RobotFaultNews) => void>();

  constructor(private readonly stream: LiveStream) {}

  /** Faulted robots now, errors first, then by name; the same array until the list changes. */
  get faults(): readonly RobotFault[] {
    return this.tracker.faults;
  }

  /** Watches until the returned function is called (counted: the last caller to leave stops it). */
  start(): () => void {
    this.users += 1;
    if (this.users === 1) {
      const release = this.stream.subscribeBuildings(null);
      const unsubscribe = this.stream.robots.subscribe(() => this.check());
      this.stopFollowing = () => {
        unsubscribe();
        release();
      };
      this.check();
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.users -= 1;
      if (this.users > 0) return;
      this.stopFollowing?.();
      this.stopFollowing = null;
      // Started again later (another sign-in), every robot is new: faults found then are counted, not announced.
      this.tracker = new RobotFaultTracker();
      this.notifyList();
    };
  }

  /** Calls `listener` when the list of faulted robots changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listListeners.add(listener);
    return () => {
      this.listListeners.delete(listener);
    };
  }

  /** Calls `listener` for each fault that newly appears on a robot; returns the unsubscribe function. */
  onNews(listener: (news: RobotFaultNews) => void): () => void {
    this.newsListeners.add(listener);
    return () => {
      this.newsListeners.delete(listener);
    };
  }

  private check(): void {
    const before = this.tracker.faults;
    const news = this.tracker.update(this.stream.robots.select(null));
    if (this.tracker.faults !== before) this.notifyList();
    for (const item of news) for (const listener of [...this.newsListeners]) listener(item);
  }

  private notifyList(): void {
    for (const listener of [...this.listListeners]) listener();
  }
}

let instance: RobotFaultWatch | null = null;

/** The page's one fault watch, on the page's one live stream. */
export function getRobotFaultWatch(): RobotFaultWatch {
  instance ??= new RobotFaultWatch(getLiveStream());
  return instance;
}

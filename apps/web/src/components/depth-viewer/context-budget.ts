/**
 * Browsers keep only about 16 WebGL contexts alive and drop the oldest beyond that, so depth
 * viewers share a small budget: a viewer asks for a slot before it makes its context; when all are
 * taken, the one that waited longest since it last asked gives its slot up (and shows its still
 * picture) unless it is pinned (the full-screen viewer).
 */
export interface BudgetHolder {
  /** Called when the slot is taken away; the holder must release its context. */
  evict(): void;
  pinned?: boolean;
}

export class ContextBudget {
  /** Holders in the order they last asked, oldest first. */
  private readonly holders: BudgetHolder[] = [];

  constructor(readonly limit: number) {}

  get live(): number {
    return this.holders.length;
  }

  holds(holder: BudgetHolder): boolean {
    return this.holders.includes(holder);
  }

  /** Asks for (or renews) a slot; false when every slot is pinned. */
  acquire(holder: BudgetHolder): boolean {
    const index = this.holders.indexOf(holder);
    if (index >= 0) {
      this.holders.splice(index, 1);
      this.holders.push(holder);
      return true;
    }
    if (this.holders.length >= this.limit) {
      const victim = this.holders.find((candidate) => !candidate.pinned);
      if (!victim) return false;
      this.release(victim);
      victim.evict();
    }
    this.holders.push(holder);
    return true;
  }

  release(holder: BudgetHolder): void {
    const index = this.holders.indexOf(holder);
    if (index >= 0) this.holders.splice(index, 1);
  }
}

/** The app's one budget: a few live depth cards at once, well below the browsers' cap. */
export const depthContexts = new ContextBudget(4);

import { describe, expect, it } from 'vitest';
import { type BudgetHolder, ContextBudget } from './context-budget';

function holder(pinned = false): BudgetHolder & { evictions: number } {
  const made = { pinned, evictions: 0, evict: () => undefined };
  made.evict = () => {
    made.evictions += 1;
  };
  return made;
}

describe('the WebGL context budget', () => {
  it('grants slots up to its limit, then takes the oldest one back', () => {
    const budget = new ContextBudget(2);
    const [a, b, c] = [holder(), holder(), holder()];
    expect(budget.acquire(a)).toBe(true);
    expect(budget.acquire(b)).toBe(true);
    expect(budget.acquire(c)).toBe(true);
    expect(a.evictions).toBe(1);
    expect(budget.holds(a)).toBe(false);
    expect(budget.live).toBe(2);
  });

  it('counts asking again as recent use', () => {
    const budget = new ContextBudget(2);
    const [a, b, c] = [holder(), holder(), holder()];
    budget.acquire(a);
    budget.acquire(b);
    budget.acquire(a);
    budget.acquire(c);
    expect(b.evictions).toBe(1);
    expect(a.evictions).toBe(0);
    expect(budget.holds(a) && budget.holds(c)).toBe(true);
  });

  it('never takes a pinned slot, and refuses when every slot is pinned', () => {
    const budget = new ContextBudget(2);
    const [screen, card, other] = [holder(true), holder(), holder()];
    budget.acquire(screen);
    budget.acquire(card);
    expect(budget.acquire(other)).toBe(true);
    expect(screen.evictions).toBe(0);
    expect(card.evictions).toBe(1);
    const full = new ContextBudget(1);
    full.acquire(holder(true));
    expect(full.acquire(holder())).toBe(false);
  });

  it('frees a slot on release', () => {
    const budget = new ContextBudget(1);
    const [a, b] = [holder(), holder()];
    budget.acquire(a);
    budget.release(a);
    expect(budget.acquire(b)).toBe(true);
    expect(a.evictions).toBe(0);
  });
});

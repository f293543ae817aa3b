import { startReconciler } from '../src/modules/payments/reconcile';

describe('startReconciler', () => {
  it('reports a failing pass instead of leaving it unhandled, and stop waits for a pass in flight', async () => {
    const errors: unknown[] = [];
    let finished = false;
    let calls = 0;
    const stop = startReconciler(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database closed');
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished = true;
      },
      20,
      (error) => errors.push(error),
    );
    while (calls < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await stop();
    expect(finished).toBe(true);
    expect(errors).toEqual([new Error('database closed')]);
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toBe(after);
  });
});

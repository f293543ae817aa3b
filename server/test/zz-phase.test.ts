import { databaseTargets } from './support/databases';
import { startTestApp } from './support/app';

for (const target of databaseTargets()) {
  test(`phases ${target.name}`, async () => {
    for (let i = 0; i < 6; i += 1) {
      const t = await startTestApp(target);
      await t.close();
    }
  });
}

import '@testing-library/jest-dom/jest-globals';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A findBy/waitFor ends the moment what it waits for happens (the reply has arrived and rendered).
// Its limit only bounds a test that is failing, so it is generous: a busy machine must not turn a
// slow reply into a failure.
configure({ asyncUtilTimeout: 30_000 });

// shared-ui downloads its dialog and table code on first use (utils/lazy-component.ts); tests
// load it up front so a component renders in one pass, as it does in a browser after the first
// use. The lazy path itself is tested in shared-ui/src/utils/lazy-component.test.tsx.
beforeAll(async () => {
  const ui = await import('@registrar/shared-ui');
  await Promise.all([ui.preloadModal(), ui.preloadDrawer(), ui.preloadDataTable()]);
});

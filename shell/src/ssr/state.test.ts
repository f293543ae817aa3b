import { FIRST_PAINT_STATE_ID, readFirstPaintState, serializeState } from './state';

const institution = {
  id: 1,
  name: 'A </script><script>alert(1)</script> University',
  acronym: 'AU',
  logo_url: null,
  text_logo_url: null,
  banner_url: null,
  theme: { primary: '#7a1f2b', secondary: '#d4a017' },
};

const pageWith = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="${FIRST_PAINT_STATE_ID}">${json}</script>`;
  return document;
};

it('round-trips the state through the page, even with markup in the branding', () => {
  const json = serializeState({ institution });
  expect(json).not.toMatch(/<\/?script/i);
  expect(readFirstPaintState(pageWith(json))).toEqual({ institution });
});

it('is null on a plain page and for anything malformed', () => {
  document.body.innerHTML = '';
  expect(readFirstPaintState(document)).toBeNull();
  expect(readFirstPaintState(pageWith('{not json'))).toBeNull();
  expect(readFirstPaintState(pageWith('{"institution":{"name":"x"}}'))).toBeNull();
});

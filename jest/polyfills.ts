// react-router 7 reads TextEncoder/TextDecoder at import time; jsdom does not provide them.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

import { stopAll } from './servers';

export default function globalTeardown(): void {
  stopAll();
}

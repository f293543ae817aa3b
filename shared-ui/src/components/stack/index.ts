export { Stack, type StackGap, type StackProps } from './stack';

// The client imports notify() from @registrar/shared-ui, whose package entry is its TypeScript
// source, so `tsc -p shared-api` checks shared-ui's files too. Their CSS Module imports need
// shared-ui's own ambient declaration; referencing the same file (not a copy) cannot clash with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient script, not a module
/// <reference path="../../shared-ui/global.d.ts" />

// Async boundary: the Module Federation runtime negotiates shared singletons before bootstrap runs.
// (Only the standalone dev mount uses this entry; the shell loads ./PortalApp through remoteEntry.)
void import('./bootstrap');

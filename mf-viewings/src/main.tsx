// Standalone entry. The async boundary lets Module Federation set up the shared modules
// (React, the router, shared-firebase) before the first of them is imported.
void import('./standalone-app.tsx');

import { Navigate } from "react-router";

import { ScriptsTab } from "../../features/admin/components/scripts-tab.tsx";
import { UsersTab } from "../../features/admin/components/users-tab.tsx";

/** /admin opens the Users tab. */
export function AdminIndexPage() {
  return <Navigate to="/admin/users" replace />;
}

/** /admin/users. */
export function AdminUsersPage() {
  return (
    <>
      <title>Users — Admin Panel — The White List</title>
      <UsersTab />
    </>
  );
}

/** /admin/scripts. */
export function AdminScriptsPage() {
  return (
    <>
      <title>Scripts — Admin Panel — The White List</title>
      <ScriptsTab />
    </>
  );
}

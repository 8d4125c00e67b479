/** GET /api/user/client/all (listing protocol, 10 per page): read through the shared DataTable. */
export const CLIENT_LIST_URL = '/api/user/client/all';

export type ClientRow = {
  id: string;
  fullName: string;
  email: string;
  companyName: string;
  status: string;
  registrationDate: string;
  allowedActions: UserActionName[];
};

export type UserActionName = 'APPROVA' | 'RIFIUTA' | 'DISABLE' | 'ABILITA';

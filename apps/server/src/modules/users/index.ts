// What other modules read of the accounts: a user by id or e-mail, and the staff addresses.

export { findUserByEmail, findUserById, staffAddresses } from './users.repo.ts';

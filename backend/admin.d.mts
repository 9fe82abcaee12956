import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
export function adminFirestore(): Firestore;
export function adminAuth(): Auth;
export function withDates<T>(value: T): T;

import { ApiKeyCreate } from '../key.js';

/** The form that rotates a key: it replaces the value, so unlike a plain update both fields are required. */
export const ApiKeyRotateForm = { type: 'object', required: ['name', 'value'], properties: { name: ApiKeyCreate.properties.name, value: ApiKeyCreate.properties.value } };

/** The password field lives in src/components/ui (Account uses it too); the auth forms import it from here. */
export { PasswordInput, type PasswordInputProps } from '../../../components/ui/password-input';

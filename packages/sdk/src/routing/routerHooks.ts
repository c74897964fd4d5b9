// Plugins route through the SDK so the host's single react-router instance is always the one used.
export { useNavigate, useParams, useLocation, useSearchParams, Navigate } from 'react-router-dom';

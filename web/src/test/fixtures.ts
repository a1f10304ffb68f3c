import type { CurrentUser } from '@expediente/contracts';

/** A user-info answer (contracts' currentUserSchema) for a signed-in Customer; override what a test needs. */
export function demoUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    tenantId: 'demo-corporativo',
    tenantName: 'Demo Corporativo',
    publicKey: 'usr-cliente',
    displayName: 'Carla Núñez',
    emailAddress: 'cliente@demo.expediente.mx',
    thumbnailUrl: null,
    firstName: 'Carla',
    lastName1: 'Núñez',
    lastName2: 'Salas',
    userName: 'cliente@demo.expediente.mx',
    fullName: 'Carla Núñez Salas',
    primaryRole: 'Customer',
    primaryRoleDisplayName: 'Cliente',
    userPK: 'usr-cliente',
    userStatus: 'active',
    features: {},
    logoutRedirect: '/logout',
    biFilterKey: null,
    personCompanyPublicKey: 'org-corporativo-demo',
    agreeSuppliersPrivacyNotice: true,
    agreeCxUxSurvey: true,
    IsMemberMainGroup: true,
    twoFactorEnabled: false,
    ...overrides,
  };
}

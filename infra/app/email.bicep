// Optional Azure Communication Services Email (main.bicep deploys this only when enableAcsEmail is true):
// an Email Communication Service with an Azure-managed domain, linked to a Communication Service that the
// Function App calls with its managed identity (ACS_EMAIL_ENDPOINT, MAIL_TRANSPORT=acs).
// Plain resources: three small resources and a custom role; a custom sender domain is added in the portal
// (docs/deploy.md) and then set as mailFrom.

@description('Name of the Communication Service.')
param communicationServiceName string

@description('Name of the Email Communication Service.')
param emailServiceName string

@description('Tags applied to the resources.')
param tags object = {}

@description('Where ACS stores data at rest (an ACS data location, e.g. United States, Europe).')
param dataLocation string = 'United States'

@description('Principal ID of the Function App identity that sends mail.')
param senderPrincipalId string

resource emailService 'Microsoft.Communication/emailServices@2023-04-01' = {
  name: emailServiceName
  location: 'global'
  tags: tags
  properties: {
    dataLocation: dataLocation
  }
}

resource managedDomain 'Microsoft.Communication/emailServices/domains@2023-04-01' = {
  parent: emailService
  name: 'AzureManagedDomain'
  location: 'global'
  tags: tags
  properties: {
    domainManagement: 'AzureManaged'
    userEngagementTracking: 'Disabled'
  }
}

resource communicationService 'Microsoft.Communication/communicationServices@2023-04-01' = {
  name: communicationServiceName
  location: 'global'
  tags: tags
  properties: {
    dataLocation: dataLocation
    linkedDomains: [
      managedDomain.id
    ]
  }
}

// Least privilege for sending mail with Microsoft Entra ID (no ACS access keys in settings).
resource senderRole 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
  name: guid(resourceGroup().id, 'expediente-acs-email-sender')
  properties: {
    roleName: 'Expediente ACS Email Sender (${resourceGroup().name})'
    description: 'Send e-mail through the Communication Service with Microsoft Entra ID.'
    type: 'CustomRole'
    permissions: [
      {
        actions: [
          'Microsoft.Communication/CommunicationServices/Read'
          'Microsoft.Communication/CommunicationServices/Write'
          'Microsoft.Communication/EmailServices/write'
        ]
        notActions: []
      }
    ]
    assignableScopes: [
      resourceGroup().id
    ]
  }
}

resource senderAssignment 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(communicationService.id, senderPrincipalId, senderRole.id)
  scope: communicationService
  properties: {
    roleDefinitionId: senderRole.id
    principalId: senderPrincipalId
    principalType: 'ServicePrincipal'
  }
}

@description('Endpoint of the Communication Service (ACS_EMAIL_ENDPOINT).')
output endpoint string = 'https://${communicationService.properties.hostName}'

@description('Default sender address on the Azure-managed domain (MAIL_FROM when no custom sender is given).')
output defaultSender string = 'DoNotReply@${managedDomain.properties.mailFromSenderDomain}'

@description('Name of the Communication Service.')
output communicationServiceName string = communicationService.name

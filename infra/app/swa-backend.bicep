// Links the Function App to the Static Web App as its /api backend (Standard plan only). A separate step
// because the Function App needs the Static Web App's host name (PUBLIC_BASE_URL, storage CORS) first.

@description('Name of the Static Web App.')
param staticWebAppName string

@description('Resource ID of the Function App served under /api.')
param functionAppResourceId string

@description('Region of the Function App.')
param functionAppLocation string

resource staticSite 'Microsoft.Web/staticSites@2024-04-01' existing = {
  name: staticWebAppName
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2024-04-01' = {
  parent: staticSite
  name: 'api'
  properties: {
    backendResourceId: functionAppResourceId
    region: functionAppLocation
  }
}

@description('Resource ID of the link.')
output resourceId string = backend.id

; Inno Setup script for mtgdesk's Windows installer. packaging/build.sh runs it after PyInstaller,
; when Inno Setup's compiler is on PATH:
;   iscc -DVersion=0.1.0 -DDist=C:\...\dist -DIcons=C:\...\build\icons packaging\mtgdesk.iss
; It installs the one-folder bundle dist\mtgdesk (mtgdesk.exe, the window; mtgdesk-cli.exe, the
; same program for `check`, `sim` and `cards` in a console) for the current user, or for all
; users when run as an administrator, with a Start menu entry and an uninstaller. Uninstalling
; leaves the player's settings and saved game (in %APPDATA% and %LOCALAPPDATA%) alone.
; Not tested on this project's Linux CI: see the README's "Packages" section.

#ifndef Version
  #define Version "0.1.0"
#endif
#ifndef Dist
  #define Dist "..\dist"
#endif
#ifndef Icons
  #define Icons "..\build\icons"
#endif

[Setup]
AppId={{E032A8B1-40FF-49E2-8265-34A6DA69F356}
AppName=mtgdesk
AppVersion={#Version}
AppVerName=mtgdesk {#Version}
AppPublisher=mtgdesk
DefaultDirName={autopf}\mtgdesk
DefaultGroupName=mtgdesk
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Dist}
OutputBaseFilename=mtgdesk-{#Version}-setup
SetupIconFile={#Icons}\mtgdesk.ico
UninstallDisplayIcon={app}\mtgdesk.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Dist}\mtgdesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\mtgdesk"; Filename: "{app}\mtgdesk.exe"
Name: "{group}\{cm:UninstallProgram,mtgdesk}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\mtgdesk"; Filename: "{app}\mtgdesk.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\mtgdesk.exe"; Description: "{cm:LaunchProgram,mtgdesk}"; Flags: nowait postinstall skipifsilent

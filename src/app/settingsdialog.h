// Edits AppSettings.
#pragma once

#include "app/appsettings.h"

#include <QDialog>
#include <memory>

namespace Ui { class SettingsDialog; }

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);
    ~SettingsDialog() override;
    AppSettings settings() const;

private:
    std::unique_ptr<Ui::SettingsDialog> ui_;
    AppSettings initial_;
};
